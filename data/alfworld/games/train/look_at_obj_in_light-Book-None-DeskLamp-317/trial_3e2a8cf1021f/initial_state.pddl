(define (problem plan_trial_3e2a8cf1021f)
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
        Book_bar__minus_00_dot_48_bar__plus_01_dot_14_bar__minus_01_dot_84 - object
        Book_bar__plus_00_dot_60_bar__plus_00_dot_31_bar__minus_01_dot_60 - object
        Book_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_01_dot_48 - object
        KeyChain_bar__minus_00_dot_12_bar__plus_01_dot_14_bar__minus_01_dot_56 - object
        KeyChain_bar__minus_00_dot_18_bar__plus_00_dot_52_bar__minus_01_dot_44 - object
        CreditCard_bar__plus_00_dot_40_bar__plus_00_dot_58_bar__minus_01_dot_71 - object
        CreditCard_bar__minus_00_dot_50_bar__plus_00_dot_71_bar__minus_01_dot_49 - object
        Cloth_bar__minus_00_dot_68_bar__plus_00_dot_64_bar__minus_01_dot_63 - object
        Pillow_bar__plus_01_dot_39_bar__plus_00_dot_19_bar__plus_00_dot_33 - object
        Pillow_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__plus_00_dot_11 - object
        Pen_bar__plus_02_dot_36_bar__plus_00_dot_66_bar__plus_01_dot_60 - object
        Pen_bar__minus_02_dot_07_bar__plus_00_dot_01_bar__minus_01_dot_47 - object
        Box_bar__plus_02_dot_10_bar__plus_00_dot_25_bar__plus_01_dot_49 - object
        DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_15_bar__plus_01_dot_64 - object
        Bed_bar__plus_01_dot_38_bar__minus_00_dot_01_bar__plus_00_dot_07 - receptacle
        Drawer_bar__plus_00_dot_40_bar__plus_00_dot_10_bar__minus_01_dot_63 - receptacle
        Drawer_bar__plus_00_dot_40_bar__plus_00_dot_28_bar__minus_01_dot_63 - receptacle
        Drawer_bar__plus_00_dot_40_bar__plus_00_dot_48_bar__minus_01_dot_63 - receptacle
        Drawer_bar__plus_00_dot_40_bar__plus_00_dot_67_bar__minus_01_dot_63 - receptacle
        Drawer_bar__plus_00_dot_40_bar__plus_00_dot_86_bar__minus_01_dot_63 - receptacle
        Drawer_bar__plus_02_dot_21_bar__plus_00_dot_47_bar__plus_01_dot_33 - receptacle
        Drawer_bar__minus_00_dot_39_bar__plus_00_dot_10_bar__minus_01_dot_63 - receptacle
        Drawer_bar__minus_00_dot_39_bar__plus_00_dot_28_bar__minus_01_dot_63 - receptacle
        Drawer_bar__minus_00_dot_39_bar__plus_00_dot_48_bar__minus_01_dot_63 - receptacle
        Drawer_bar__minus_00_dot_39_bar__plus_00_dot_86_bar__minus_01_dot_63 - receptacle
        Drawer_bar__minus_00_dot_40_bar__plus_00_dot_67_bar__minus_01_dot_63 - receptacle
        Dresser_bar__plus_00_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_80 - receptacle
        GarbageCan_bar__minus_02_dot_21_bar__plus_00_dot_00_bar__minus_01_dot_74 - receptacle
        Safe_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__minus_02_dot_02 - receptacle
        SideTable_bar__plus_02_dot_19_bar__plus_00_dot_00_bar__plus_01_dot_51 - receptacle
        LaundryHamper_bar__minus_01_dot_42_bar__plus_00_dot_28_bar__minus_01_dot_43 - receptacle
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_6_bar_3_bar_60 - location
        loc_bar_0_bar__minus_1_bar_2_bar_30 - location
        loc_bar_0_bar__minus_2_bar_2_bar_30 - location
        loc_bar_1_bar__minus_1_bar_2_bar_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar_3_bar__minus_7_bar_3_bar_30 - location
        loc_bar_5_bar__minus_5_bar_0_bar_30 - location
        loc_bar_5_bar_4_bar_1_bar_30 - location
        loc_bar_5_bar_5_bar_1_bar_30 - location
        loc_bar_8_bar__minus_4_bar_2_bar_30 - location
    )
(:init
        (receptacleType Bed_bar__plus_01_dot_38_bar__minus_00_dot_01_bar__plus_00_dot_07 BedType)
        (receptacleAtLocation Bed_bar__plus_01_dot_38_bar__minus_00_dot_01_bar__plus_00_dot_07 loc_bar_5_bar__minus_5_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_40_bar__plus_00_dot_10_bar__minus_01_dot_63 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_40_bar__plus_00_dot_10_bar__minus_01_dot_63 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_40_bar__plus_00_dot_10_bar__minus_01_dot_63)
        (receptacleType Drawer_bar__plus_00_dot_40_bar__plus_00_dot_28_bar__minus_01_dot_63 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_40_bar__plus_00_dot_28_bar__minus_01_dot_63 loc_bar_0_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_40_bar__plus_00_dot_28_bar__minus_01_dot_63)
        (receptacleType Drawer_bar__plus_00_dot_40_bar__plus_00_dot_48_bar__minus_01_dot_63 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_40_bar__plus_00_dot_48_bar__minus_01_dot_63 loc_bar_0_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_40_bar__plus_00_dot_48_bar__minus_01_dot_63)
        (receptacleType Drawer_bar__plus_00_dot_40_bar__plus_00_dot_67_bar__minus_01_dot_63 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_40_bar__plus_00_dot_67_bar__minus_01_dot_63 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_40_bar__plus_00_dot_67_bar__minus_01_dot_63)
        (receptacleType Drawer_bar__plus_00_dot_40_bar__plus_00_dot_86_bar__minus_01_dot_63 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_40_bar__plus_00_dot_86_bar__minus_01_dot_63 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_40_bar__plus_00_dot_86_bar__minus_01_dot_63)
        (receptacleType Drawer_bar__plus_02_dot_21_bar__plus_00_dot_47_bar__plus_01_dot_33 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_21_bar__plus_00_dot_47_bar__plus_01_dot_33 loc_bar_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_21_bar__plus_00_dot_47_bar__plus_01_dot_33)
        (receptacleType Drawer_bar__minus_00_dot_39_bar__plus_00_dot_10_bar__minus_01_dot_63 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_39_bar__plus_00_dot_10_bar__minus_01_dot_63 loc_bar__minus_4_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_39_bar__plus_00_dot_10_bar__minus_01_dot_63)
        (receptacleType Drawer_bar__minus_00_dot_39_bar__plus_00_dot_28_bar__minus_01_dot_63 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_39_bar__plus_00_dot_28_bar__minus_01_dot_63 loc_bar_1_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_39_bar__plus_00_dot_28_bar__minus_01_dot_63)
        (receptacleType Drawer_bar__minus_00_dot_39_bar__plus_00_dot_48_bar__minus_01_dot_63 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_39_bar__plus_00_dot_48_bar__minus_01_dot_63 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_39_bar__plus_00_dot_48_bar__minus_01_dot_63)
        (receptacleType Drawer_bar__minus_00_dot_39_bar__plus_00_dot_86_bar__minus_01_dot_63 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_39_bar__plus_00_dot_86_bar__minus_01_dot_63 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_39_bar__plus_00_dot_86_bar__minus_01_dot_63)
        (receptacleType Drawer_bar__minus_00_dot_40_bar__plus_00_dot_67_bar__minus_01_dot_63 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_40_bar__plus_00_dot_67_bar__minus_01_dot_63 loc_bar__minus_2_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_40_bar__plus_00_dot_67_bar__minus_01_dot_63)
        (receptacleType Dresser_bar__plus_00_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_80 DresserType)
        (receptacleAtLocation Dresser_bar__plus_00_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_80 loc_bar_1_bar__minus_4_bar_2_bar_30)
        (receptacleType GarbageCan_bar__minus_02_dot_21_bar__plus_00_dot_00_bar__minus_01_dot_74 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_21_bar__plus_00_dot_00_bar__minus_01_dot_74 loc_bar__minus_5_bar__minus_4_bar_3_bar_30)
        (receptacleType Safe_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__minus_02_dot_02 SafeType)
        (receptacleAtLocation Safe_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__minus_02_dot_02 loc_bar_8_bar__minus_4_bar_2_bar_30)
        (openable Safe_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__minus_02_dot_02)
        (receptacleType SideTable_bar__plus_02_dot_19_bar__plus_00_dot_00_bar__plus_01_dot_51 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_02_dot_19_bar__plus_00_dot_00_bar__plus_01_dot_51 loc_bar_5_bar_4_bar_1_bar_30)
        (receptacleType LaundryHamper_bar__minus_01_dot_42_bar__plus_00_dot_28_bar__minus_01_dot_43 LaundryHamperType)
        (receptacleAtLocation LaundryHamper_bar__minus_01_dot_42_bar__plus_00_dot_28_bar__minus_01_dot_43 loc_bar__minus_6_bar__minus_6_bar_3_bar_60)
        (objectType Book_bar__minus_00_dot_48_bar__plus_01_dot_14_bar__minus_01_dot_84 BookType)
        (inReceptacle Book_bar__minus_00_dot_48_bar__plus_01_dot_14_bar__minus_01_dot_84 Drawer_bar__minus_00_dot_39_bar__plus_00_dot_86_bar__minus_01_dot_63)
        (objectAtLocation Book_bar__minus_00_dot_48_bar__plus_01_dot_14_bar__minus_01_dot_84 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (pickupable Book_bar__minus_00_dot_48_bar__plus_01_dot_14_bar__minus_01_dot_84)
        (objectType Book_bar__plus_00_dot_60_bar__plus_00_dot_31_bar__minus_01_dot_60 BookType)
        (inReceptacle Book_bar__plus_00_dot_60_bar__plus_00_dot_31_bar__minus_01_dot_60 Drawer_bar__plus_00_dot_40_bar__plus_00_dot_10_bar__minus_01_dot_63)
        (objectAtLocation Book_bar__plus_00_dot_60_bar__plus_00_dot_31_bar__minus_01_dot_60 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (pickupable Book_bar__plus_00_dot_60_bar__plus_00_dot_31_bar__minus_01_dot_60)
        (objectType Book_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_01_dot_48 BookType)
        (inReceptacle Book_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_01_dot_48 Drawer_bar__minus_00_dot_39_bar__plus_00_dot_10_bar__minus_01_dot_63)
        (objectAtLocation Book_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_01_dot_48 loc_bar__minus_4_bar__minus_1_bar_2_bar_30)
        (pickupable Book_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_01_dot_48)
        (objectType KeyChain_bar__minus_00_dot_12_bar__plus_01_dot_14_bar__minus_01_dot_56 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_12_bar__plus_01_dot_14_bar__minus_01_dot_56 Drawer_bar__minus_00_dot_39_bar__plus_00_dot_86_bar__minus_01_dot_63)
        (objectAtLocation KeyChain_bar__minus_00_dot_12_bar__plus_01_dot_14_bar__minus_01_dot_56 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_12_bar__plus_01_dot_14_bar__minus_01_dot_56)
        (objectType KeyChain_bar__minus_00_dot_18_bar__plus_00_dot_52_bar__minus_01_dot_44 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_18_bar__plus_00_dot_52_bar__minus_01_dot_44 Drawer_bar__minus_00_dot_39_bar__plus_00_dot_28_bar__minus_01_dot_63)
        (objectAtLocation KeyChain_bar__minus_00_dot_18_bar__plus_00_dot_52_bar__minus_01_dot_44 loc_bar_1_bar__minus_1_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_18_bar__plus_00_dot_52_bar__minus_01_dot_44)
        (objectType CreditCard_bar__plus_00_dot_40_bar__plus_00_dot_58_bar__minus_01_dot_71 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_40_bar__plus_00_dot_58_bar__minus_01_dot_71 Drawer_bar__plus_00_dot_40_bar__plus_00_dot_28_bar__minus_01_dot_63)
        (objectAtLocation CreditCard_bar__plus_00_dot_40_bar__plus_00_dot_58_bar__minus_01_dot_71 loc_bar_0_bar__minus_1_bar_2_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_40_bar__plus_00_dot_58_bar__minus_01_dot_71)
        (objectType CreditCard_bar__minus_00_dot_50_bar__plus_00_dot_71_bar__minus_01_dot_49 CreditCardType)
        (inReceptacle CreditCard_bar__minus_00_dot_50_bar__plus_00_dot_71_bar__minus_01_dot_49 Drawer_bar__minus_00_dot_40_bar__plus_00_dot_67_bar__minus_01_dot_63)
        (objectAtLocation CreditCard_bar__minus_00_dot_50_bar__plus_00_dot_71_bar__minus_01_dot_49 loc_bar__minus_2_bar__minus_2_bar_2_bar_30)
        (pickupable CreditCard_bar__minus_00_dot_50_bar__plus_00_dot_71_bar__minus_01_dot_49)
        (objectType Cloth_bar__minus_00_dot_68_bar__plus_00_dot_64_bar__minus_01_dot_63 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_68_bar__plus_00_dot_64_bar__minus_01_dot_63 Drawer_bar__minus_00_dot_39_bar__plus_00_dot_48_bar__minus_01_dot_63)
        (objectAtLocation Cloth_bar__minus_00_dot_68_bar__plus_00_dot_64_bar__minus_01_dot_63 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (cleanable Cloth_bar__minus_00_dot_68_bar__plus_00_dot_64_bar__minus_01_dot_63)
        (pickupable Cloth_bar__minus_00_dot_68_bar__plus_00_dot_64_bar__minus_01_dot_63)
        (objectType Pillow_bar__plus_01_dot_39_bar__plus_00_dot_19_bar__plus_00_dot_33 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_39_bar__plus_00_dot_19_bar__plus_00_dot_33 Bed_bar__plus_01_dot_38_bar__minus_00_dot_01_bar__plus_00_dot_07)
        (objectAtLocation Pillow_bar__plus_01_dot_39_bar__plus_00_dot_19_bar__plus_00_dot_33 loc_bar_5_bar__minus_5_bar_0_bar_30)
        (pickupable Pillow_bar__plus_01_dot_39_bar__plus_00_dot_19_bar__plus_00_dot_33)
        (objectType Pillow_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__plus_00_dot_11 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__plus_00_dot_11 Bed_bar__plus_01_dot_38_bar__minus_00_dot_01_bar__plus_00_dot_07)
        (objectAtLocation Pillow_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__plus_00_dot_11 loc_bar_5_bar__minus_5_bar_0_bar_30)
        (pickupable Pillow_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__plus_00_dot_11)
        (objectType Pen_bar__plus_02_dot_36_bar__plus_00_dot_66_bar__plus_01_dot_60 PenType)
        (inReceptacle Pen_bar__plus_02_dot_36_bar__plus_00_dot_66_bar__plus_01_dot_60 Drawer_bar__plus_02_dot_21_bar__plus_00_dot_47_bar__plus_01_dot_33)
        (objectAtLocation Pen_bar__plus_02_dot_36_bar__plus_00_dot_66_bar__plus_01_dot_60 loc_bar_5_bar_5_bar_1_bar_30)
        (pickupable Pen_bar__plus_02_dot_36_bar__plus_00_dot_66_bar__plus_01_dot_60)
        (objectType Pen_bar__minus_02_dot_07_bar__plus_00_dot_01_bar__minus_01_dot_47 PenType)
        (inReceptacle Pen_bar__minus_02_dot_07_bar__plus_00_dot_01_bar__minus_01_dot_47 GarbageCan_bar__minus_02_dot_21_bar__plus_00_dot_00_bar__minus_01_dot_74)
        (objectAtLocation Pen_bar__minus_02_dot_07_bar__plus_00_dot_01_bar__minus_01_dot_47 loc_bar__minus_5_bar__minus_4_bar_3_bar_30)
        (pickupable Pen_bar__minus_02_dot_07_bar__plus_00_dot_01_bar__minus_01_dot_47)
        (objectType Box_bar__plus_02_dot_10_bar__plus_00_dot_25_bar__plus_01_dot_49 BoxType)
        (inReceptacle Box_bar__plus_02_dot_10_bar__plus_00_dot_25_bar__plus_01_dot_49 SideTable_bar__plus_02_dot_19_bar__plus_00_dot_00_bar__plus_01_dot_51)
        (objectAtLocation Box_bar__plus_02_dot_10_bar__plus_00_dot_25_bar__plus_01_dot_49 loc_bar_5_bar_4_bar_1_bar_30)
        (pickupable Box_bar__plus_02_dot_10_bar__plus_00_dot_25_bar__plus_01_dot_49)
        (isReceptacleObject Box_bar__plus_02_dot_10_bar__plus_00_dot_25_bar__plus_01_dot_49)
        (objectType DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_15_bar__plus_01_dot_64 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_15_bar__plus_01_dot_64 SideTable_bar__plus_02_dot_19_bar__plus_00_dot_00_bar__plus_01_dot_51)
        (objectAtLocation DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_15_bar__plus_01_dot_64 loc_bar_5_bar_4_bar_1_bar_30)
        (toggleable DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_15_bar__plus_01_dot_64)
        (canContain BedType BookType)
        (canContain BedType PillowType)
        (canContain DrawerType BookType)
        (canContain DrawerType ClothType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DresserType BookType)
        (canContain DresserType BoxType)
        (canContain DresserType ClothType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType PenType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType PenType)
        (canContain LaundryHamperType ClothType)
        (canContain SafeType CreditCardType)
        (canContain SafeType KeyChainType)
        (canContain SideTableType BookType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ClothType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType PenType)
        (atLocation agent1 loc_bar_3_bar__minus_7_bar_3_bar_30)
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
                         (objectType ?o BookType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    