(define (problem plan_trial_7c4d43300b9f)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        KeyChain_bar__plus_03_dot_18_bar__plus_00_dot_38_bar__plus_00_dot_37 - object
        KeyChain_bar__minus_00_dot_22_bar__plus_00_dot_66_bar__plus_01_dot_94 - object
        Box_bar__plus_00_dot_08_bar__plus_00_dot_09_bar__plus_01_dot_51 - object
        Box_bar__plus_03_dot_38_bar__plus_00_dot_08_bar__minus_00_dot_40 - object
        Vase_bar__minus_03_dot_04_bar__plus_00_dot_23_bar__minus_00_dot_78 - object
        WateringCan_bar__minus_00_dot_06_bar__plus_00_dot_75_bar__minus_01_dot_90 - object
        CreditCard_bar__plus_00_dot_01_bar__plus_00_dot_23_bar__plus_00_dot_94 - object
        CellPhone_bar__plus_00_dot_11_bar__plus_00_dot_60_bar__plus_01_dot_66 - object
        Newspaper_bar__minus_00_dot_29_bar__plus_00_dot_70_bar__minus_02_dot_23 - object
        Pillow_bar__minus_02_dot_96_bar__plus_00_dot_34_bar__plus_01_dot_32 - object
        DeskLamp_bar__minus_00_dot_16_bar__plus_00_dot_08_bar__minus_02_dot_30 - object
        ArmChair_bar__minus_02_dot_86_bar__plus_00_dot_02_bar__minus_02_dot_04 - receptacle
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37 - receptacle
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__minus_00_dot_57 - receptacle
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 - receptacle
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_57 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_02_dot_42 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_00_dot_99 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_94 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_02_dot_42 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_00_dot_99 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_47 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_94 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 - receptacle
        Drawer_bar__minus_00_dot_17_bar__plus_00_dot_45_bar__minus_02_dot_04 - receptacle
        Drawer_bar__minus_03_dot_13_bar__plus_00_dot_09_bar__minus_00_dot_49 - receptacle
        Drawer_bar__minus_03_dot_13_bar__plus_00_dot_34_bar__minus_00_dot_49 - receptacle
        Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 - receptacle
        SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_00_dot_37 - receptacle
        SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_01_dot_40 - receptacle
        SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__minus_00_dot_57 - receptacle
        SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24 - receptacle
        SideTable_bar__minus_03_dot_30_bar__plus_00_dot_02_bar__minus_00_dot_49 - receptacle
        Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39 - receptacle
        Cabinet_bar__plus_02_dot_26_bar__plus_00_dot_26_bar__plus_01_dot_16 - receptacle
        GarbageCan_bar__plus_01_dot_93_bar__plus_00_dot_62_bar__plus_00_dot_65 - receptacle
        loc_bar__minus_10_bar__minus_6_bar_0_bar_30 - location
        loc_bar__minus_10_bar_0_bar_3_bar_30 - location
        loc_bar__minus_11_bar_9_bar_3_bar_30 - location
        loc_bar__minus_1_bar_8_bar_1_bar_30 - location
        loc_bar__minus_2_bar_8_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_3_bar_8_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_5_bar_1_bar_30 - location
        loc_bar__minus_4_bar_6_bar_1_bar_30 - location
        loc_bar__minus_4_bar_7_bar_1_bar_30 - location
        loc_bar__minus_4_bar_8_bar_1_bar_30 - location
        loc_bar__minus_4_bar_9_bar_1_bar_30 - location
        loc_bar__minus_5_bar_2_bar_1_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_5_bar_6_bar_1_bar_30 - location
        loc_bar__minus_5_bar_8_bar_1_bar_30 - location
        loc_bar__minus_7_bar_6_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_4_bar_2_bar_30 - location
        loc_bar_10_bar__minus_7_bar_0_bar_30 - location
        loc_bar_10_bar_2_bar_2_bar_30 - location
        loc_bar_10_bar_5_bar_2_bar_30 - location
        loc_bar_11_bar__minus_3_bar_0_bar_30 - location
        loc_bar_11_bar_2_bar_0_bar_30 - location
        loc_bar_8_bar_3_bar_3_bar_60 - location
        loc_bar_9_bar_2_bar_2_bar_30 - location
        loc_bar_9_bar_5_bar_3_bar_30 - location
        loc_bar_9_bar_6_bar_2_bar_30 - location
    )
(:init
        (receptacleType ArmChair_bar__minus_02_dot_86_bar__plus_00_dot_02_bar__minus_02_dot_04 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_86_bar__plus_00_dot_02_bar__minus_02_dot_04 loc_bar__minus_9_bar__minus_3_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37 loc_bar_9_bar_6_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__minus_00_dot_57 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__minus_00_dot_57 loc_bar_9_bar_2_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__minus_00_dot_57)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 loc_bar_10_bar_5_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_57 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_57 loc_bar_10_bar_2_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_57)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 loc_bar__minus_5_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94 loc_bar__minus_5_bar_6_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_02_dot_42 loc_bar__minus_4_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_02_dot_42)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_00_dot_99 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_00_dot_99 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_00_dot_99)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_94 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_94 loc_bar__minus_4_bar_6_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_94)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_02_dot_42 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_02_dot_42)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_00_dot_99 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_00_dot_99 loc_bar__minus_4_bar_5_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_00_dot_99)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_47 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_47)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_94 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_94 loc_bar__minus_4_bar_9_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_94)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 loc_bar__minus_2_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42)
        (receptacleType Drawer_bar__minus_00_dot_17_bar__plus_00_dot_45_bar__minus_02_dot_04 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_17_bar__plus_00_dot_45_bar__minus_02_dot_04 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_17_bar__plus_00_dot_45_bar__minus_02_dot_04)
        (receptacleType Drawer_bar__minus_03_dot_13_bar__plus_00_dot_09_bar__minus_00_dot_49 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_13_bar__plus_00_dot_09_bar__minus_00_dot_49 loc_bar__minus_10_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__minus_03_dot_13_bar__plus_00_dot_09_bar__minus_00_dot_49)
        (receptacleType Drawer_bar__minus_03_dot_13_bar__plus_00_dot_34_bar__minus_00_dot_49 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_13_bar__plus_00_dot_34_bar__minus_00_dot_49 loc_bar__minus_9_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__minus_03_dot_13_bar__plus_00_dot_34_bar__minus_00_dot_49)
        (receptacleType Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 DresserType)
        (receptacleAtLocation Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 loc_bar__minus_1_bar_8_bar_1_bar_30)
        (receptacleType SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_00_dot_37 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_00_dot_37 loc_bar_11_bar__minus_3_bar_0_bar_30)
        (receptacleType SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_01_dot_40 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_01_dot_40 loc_bar_11_bar_2_bar_0_bar_30)
        (receptacleType SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__minus_00_dot_57 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__minus_00_dot_57 loc_bar_10_bar__minus_7_bar_0_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (receptacleType SideTable_bar__minus_03_dot_30_bar__plus_00_dot_02_bar__minus_00_dot_49 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_03_dot_30_bar__plus_00_dot_02_bar__minus_00_dot_49 loc_bar__minus_10_bar_0_bar_3_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_02_dot_26_bar__plus_00_dot_26_bar__plus_01_dot_16 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_26_bar__plus_00_dot_26_bar__plus_01_dot_16 loc_bar_9_bar_5_bar_3_bar_30)
        (openable Cabinet_bar__plus_02_dot_26_bar__plus_00_dot_26_bar__plus_01_dot_16)
        (receptacleType GarbageCan_bar__plus_01_dot_93_bar__plus_00_dot_62_bar__plus_00_dot_65 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_93_bar__plus_00_dot_62_bar__plus_00_dot_65 loc_bar_8_bar_3_bar_3_bar_60)
        (objectType KeyChain_bar__plus_03_dot_18_bar__plus_00_dot_38_bar__plus_00_dot_37 KeyChainType)
        (inReceptacle KeyChain_bar__plus_03_dot_18_bar__plus_00_dot_38_bar__plus_00_dot_37 Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37)
        (objectAtLocation KeyChain_bar__plus_03_dot_18_bar__plus_00_dot_38_bar__plus_00_dot_37 loc_bar_10_bar_5_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_03_dot_18_bar__plus_00_dot_38_bar__plus_00_dot_37)
        (objectType KeyChain_bar__minus_00_dot_22_bar__plus_00_dot_66_bar__plus_01_dot_94 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_22_bar__plus_00_dot_66_bar__plus_01_dot_94 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_94)
        (objectAtLocation KeyChain_bar__minus_00_dot_22_bar__plus_00_dot_66_bar__plus_01_dot_94 loc_bar__minus_4_bar_6_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_22_bar__plus_00_dot_66_bar__plus_01_dot_94)
        (objectType Box_bar__plus_00_dot_08_bar__plus_00_dot_09_bar__plus_01_dot_51 BoxType)
        (inReceptacle Box_bar__plus_00_dot_08_bar__plus_00_dot_09_bar__plus_01_dot_51 Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72)
        (objectAtLocation Box_bar__plus_00_dot_08_bar__plus_00_dot_09_bar__plus_01_dot_51 loc_bar__minus_1_bar_8_bar_1_bar_30)
        (pickupable Box_bar__plus_00_dot_08_bar__plus_00_dot_09_bar__plus_01_dot_51)
        (isReceptacleObject Box_bar__plus_00_dot_08_bar__plus_00_dot_09_bar__plus_01_dot_51)
        (objectType Box_bar__plus_03_dot_38_bar__plus_00_dot_08_bar__minus_00_dot_40 BoxType)
        (inReceptacle Box_bar__plus_03_dot_38_bar__plus_00_dot_08_bar__minus_00_dot_40 SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__minus_00_dot_57)
        (objectAtLocation Box_bar__plus_03_dot_38_bar__plus_00_dot_08_bar__minus_00_dot_40 loc_bar_10_bar__minus_7_bar_0_bar_30)
        (pickupable Box_bar__plus_03_dot_38_bar__plus_00_dot_08_bar__minus_00_dot_40)
        (isReceptacleObject Box_bar__plus_03_dot_38_bar__plus_00_dot_08_bar__minus_00_dot_40)
        (objectType Vase_bar__minus_03_dot_04_bar__plus_00_dot_23_bar__minus_00_dot_78 VaseType)
        (inReceptacle Vase_bar__minus_03_dot_04_bar__plus_00_dot_23_bar__minus_00_dot_78 SideTable_bar__minus_03_dot_30_bar__plus_00_dot_02_bar__minus_00_dot_49)
        (objectAtLocation Vase_bar__minus_03_dot_04_bar__plus_00_dot_23_bar__minus_00_dot_78 loc_bar__minus_10_bar_0_bar_3_bar_30)
        (pickupable Vase_bar__minus_03_dot_04_bar__plus_00_dot_23_bar__minus_00_dot_78)
        (objectType WateringCan_bar__minus_00_dot_06_bar__plus_00_dot_75_bar__minus_01_dot_90 WateringCanType)
        (inReceptacle WateringCan_bar__minus_00_dot_06_bar__plus_00_dot_75_bar__minus_01_dot_90 Drawer_bar__minus_00_dot_17_bar__plus_00_dot_45_bar__minus_02_dot_04)
        (objectAtLocation WateringCan_bar__minus_00_dot_06_bar__plus_00_dot_75_bar__minus_01_dot_90 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (pickupable WateringCan_bar__minus_00_dot_06_bar__plus_00_dot_75_bar__minus_01_dot_90)
        (objectType CreditCard_bar__plus_00_dot_01_bar__plus_00_dot_23_bar__plus_00_dot_94 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_01_bar__plus_00_dot_23_bar__plus_00_dot_94 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99)
        (objectAtLocation CreditCard_bar__plus_00_dot_01_bar__plus_00_dot_23_bar__plus_00_dot_94 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_01_bar__plus_00_dot_23_bar__plus_00_dot_94)
        (objectType CellPhone_bar__plus_00_dot_11_bar__plus_00_dot_60_bar__plus_01_dot_66 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_11_bar__plus_00_dot_60_bar__plus_01_dot_66 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47)
        (objectAtLocation CellPhone_bar__plus_00_dot_11_bar__plus_00_dot_60_bar__plus_01_dot_66 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_11_bar__plus_00_dot_60_bar__plus_01_dot_66)
        (objectType Newspaper_bar__minus_00_dot_29_bar__plus_00_dot_70_bar__minus_02_dot_23 NewspaperType)
        (inReceptacle Newspaper_bar__minus_00_dot_29_bar__plus_00_dot_70_bar__minus_02_dot_23 Drawer_bar__minus_00_dot_17_bar__plus_00_dot_45_bar__minus_02_dot_04)
        (objectAtLocation Newspaper_bar__minus_00_dot_29_bar__plus_00_dot_70_bar__minus_02_dot_23 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (pickupable Newspaper_bar__minus_00_dot_29_bar__plus_00_dot_70_bar__minus_02_dot_23)
        (objectType Pillow_bar__minus_02_dot_96_bar__plus_00_dot_34_bar__plus_01_dot_32 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_96_bar__plus_00_dot_34_bar__plus_01_dot_32 Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39)
        (objectAtLocation Pillow_bar__minus_02_dot_96_bar__plus_00_dot_34_bar__plus_01_dot_32 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (pickupable Pillow_bar__minus_02_dot_96_bar__plus_00_dot_34_bar__plus_01_dot_32)
        (objectType DeskLamp_bar__minus_00_dot_16_bar__plus_00_dot_08_bar__minus_02_dot_30 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_00_dot_16_bar__plus_00_dot_08_bar__minus_02_dot_30 SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24)
        (objectAtLocation DeskLamp_bar__minus_00_dot_16_bar__plus_00_dot_08_bar__minus_02_dot_30 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_00_dot_16_bar__plus_00_dot_08_bar__minus_02_dot_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain CabinetType BoxType)
        (canContain CabinetType NewspaperType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WateringCanType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType WateringCanType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType NewspaperType)
        (canContain DresserType VaseType)
        (canContain DresserType WateringCanType)
        (canContain GarbageCanType NewspaperType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType VaseType)
        (canContain SideTableType WateringCanType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (atLocation agent1 loc_bar__minus_11_bar_9_bar_3_bar_30)
    )

        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o KeyChainType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    