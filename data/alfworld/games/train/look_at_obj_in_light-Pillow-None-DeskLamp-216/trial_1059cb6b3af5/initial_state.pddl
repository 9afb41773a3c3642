(define (problem plan_trial_1059cb6b3af5)
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
        Pillow_bar__minus_02_dot_11_bar__plus_00_dot_26_bar__minus_01_dot_20 - object
        Pillow_bar__minus_01_dot_92_bar__plus_00_dot_11_bar__minus_01_dot_18 - object
        Pillow_bar__minus_01_dot_64_bar__plus_00_dot_30_bar__minus_01_dot_50 - object
        Statue_bar__minus_00_dot_82_bar__plus_00_dot_12_bar__plus_01_dot_49 - object
        Laptop_bar__minus_00_dot_16_bar__plus_00_dot_27_bar__minus_01_dot_38 - object
        RemoteControl_bar__plus_01_dot_25_bar__plus_00_dot_55_bar__plus_00_dot_77 - object
        CreditCard_bar__minus_03_dot_89_bar__plus_00_dot_15_bar__plus_00_dot_22 - object
        CreditCard_bar__minus_00_dot_89_bar__plus_00_dot_35_bar__plus_01_dot_36 - object
        Vase_bar__minus_00_dot_51_bar__plus_00_dot_21_bar__plus_01_dot_04 - object
        Box_bar__minus_01_dot_89_bar__plus_00_dot_23_bar__minus_01_dot_29 - object
        Box_bar__plus_00_dot_34_bar__plus_00_dot_05_bar__minus_01_dot_31 - object
        KeyChain_bar__minus_02_dot_01_bar__plus_00_dot_21_bar__minus_01_dot_27 - object
        DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_26_bar__plus_00_dot_93 - object
        ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35 - receptacle
        DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26 - receptacle
        Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07 - receptacle
        Drawer_bar__plus_01_dot_58_bar__plus_00_dot_52_bar__minus_01_dot_46 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03 - receptacle
        Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03 - receptacle
        Shelf_bar__minus_00_dot_63_bar__plus_00_dot_12_bar__plus_01_dot_20 - receptacle
        SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12 - receptacle
        SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49 - receptacle
        SideTable_bar__minus_00_dot_59_bar__plus_00_dot_01_bar__plus_01_dot_23 - receptacle
        Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39 - receptacle
        GarbageCan_bar__plus_00_dot_16_bar__plus_00_dot_43_bar__minus_00_dot_87 - receptacle
        loc_bar__minus_12_bar_3_bar_2_bar_30 - location
        loc_bar__minus_16_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_1_bar_2_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_5_bar_1_bar_0_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_2_bar_30 - location
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar__minus_3_bar_0_bar_45 - location
        loc_bar_1_bar_1_bar_0_bar_30 - location
        loc_bar_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_30 - location
        loc_bar_6_bar__minus_2_bar_2_bar_30 - location
    )
(:init
        (receptacleType ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26 loc_bar__minus_16_bar__minus_3_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07 loc_bar_4_bar_0_bar_0_bar_30)
        (openable Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07)
        (receptacleType Drawer_bar__plus_01_dot_58_bar__plus_00_dot_52_bar__minus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_58_bar__plus_00_dot_52_bar__minus_01_dot_46 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__plus_01_dot_58_bar__plus_00_dot_52_bar__minus_01_dot_46)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03 loc_bar_0_bar_1_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03)
        (receptacleType Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03 loc_bar__minus_5_bar_1_bar_0_bar_30)
        (openable Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03)
        (receptacleType Shelf_bar__minus_00_dot_63_bar__plus_00_dot_12_bar__plus_01_dot_20 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_63_bar__plus_00_dot_12_bar__plus_01_dot_20 loc_bar_1_bar_1_bar_0_bar_30)
        (receptacleType SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12 loc_bar_4_bar_2_bar_0_bar_30)
        (receptacleType SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49 loc_bar_6_bar__minus_2_bar_2_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_59_bar__plus_00_dot_01_bar__plus_01_dot_23 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_59_bar__plus_00_dot_01_bar__plus_01_dot_23 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (receptacleType Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39 SofaType)
        (receptacleAtLocation Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (receptacleType GarbageCan_bar__plus_00_dot_16_bar__plus_00_dot_43_bar__minus_00_dot_87 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_16_bar__plus_00_dot_43_bar__minus_00_dot_87 loc_bar_1_bar__minus_3_bar_0_bar_45)
        (objectType Pillow_bar__minus_02_dot_11_bar__plus_00_dot_26_bar__minus_01_dot_20 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_11_bar__plus_00_dot_26_bar__minus_01_dot_20 ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation Pillow_bar__minus_02_dot_11_bar__plus_00_dot_26_bar__minus_01_dot_20 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable Pillow_bar__minus_02_dot_11_bar__plus_00_dot_26_bar__minus_01_dot_20)
        (objectType Pillow_bar__minus_01_dot_92_bar__plus_00_dot_11_bar__minus_01_dot_18 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_92_bar__plus_00_dot_11_bar__minus_01_dot_18 ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation Pillow_bar__minus_01_dot_92_bar__plus_00_dot_11_bar__minus_01_dot_18 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable Pillow_bar__minus_01_dot_92_bar__plus_00_dot_11_bar__minus_01_dot_18)
        (objectType Pillow_bar__minus_01_dot_64_bar__plus_00_dot_30_bar__minus_01_dot_50 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_64_bar__plus_00_dot_30_bar__minus_01_dot_50 ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation Pillow_bar__minus_01_dot_64_bar__plus_00_dot_30_bar__minus_01_dot_50 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable Pillow_bar__minus_01_dot_64_bar__plus_00_dot_30_bar__minus_01_dot_50)
        (objectType Statue_bar__minus_00_dot_82_bar__plus_00_dot_12_bar__plus_01_dot_49 StatueType)
        (inReceptacle Statue_bar__minus_00_dot_82_bar__plus_00_dot_12_bar__plus_01_dot_49 SideTable_bar__minus_00_dot_59_bar__plus_00_dot_01_bar__plus_01_dot_23)
        (objectAtLocation Statue_bar__minus_00_dot_82_bar__plus_00_dot_12_bar__plus_01_dot_49 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (pickupable Statue_bar__minus_00_dot_82_bar__plus_00_dot_12_bar__plus_01_dot_49)
        (objectType Laptop_bar__minus_00_dot_16_bar__plus_00_dot_27_bar__minus_01_dot_38 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_16_bar__plus_00_dot_27_bar__minus_01_dot_38 Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39)
        (objectAtLocation Laptop_bar__minus_00_dot_16_bar__plus_00_dot_27_bar__minus_01_dot_38 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (pickupable Laptop_bar__minus_00_dot_16_bar__plus_00_dot_27_bar__minus_01_dot_38)
        (objectType RemoteControl_bar__plus_01_dot_25_bar__plus_00_dot_55_bar__plus_00_dot_77 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_25_bar__plus_00_dot_55_bar__plus_00_dot_77 Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07)
        (objectAtLocation RemoteControl_bar__plus_01_dot_25_bar__plus_00_dot_55_bar__plus_00_dot_77 loc_bar_4_bar_0_bar_0_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_25_bar__plus_00_dot_55_bar__plus_00_dot_77)
        (objectType CreditCard_bar__minus_03_dot_89_bar__plus_00_dot_15_bar__plus_00_dot_22 CreditCardType)
        (inReceptacle CreditCard_bar__minus_03_dot_89_bar__plus_00_dot_15_bar__plus_00_dot_22 DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26)
        (objectAtLocation CreditCard_bar__minus_03_dot_89_bar__plus_00_dot_15_bar__plus_00_dot_22 loc_bar__minus_16_bar__minus_3_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_03_dot_89_bar__plus_00_dot_15_bar__plus_00_dot_22)
        (objectType CreditCard_bar__minus_00_dot_89_bar__plus_00_dot_35_bar__plus_01_dot_36 CreditCardType)
        (inReceptacle CreditCard_bar__minus_00_dot_89_bar__plus_00_dot_35_bar__plus_01_dot_36 Shelf_bar__minus_00_dot_63_bar__plus_00_dot_12_bar__plus_01_dot_20)
        (objectAtLocation CreditCard_bar__minus_00_dot_89_bar__plus_00_dot_35_bar__plus_01_dot_36 loc_bar_1_bar_1_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_00_dot_89_bar__plus_00_dot_35_bar__plus_01_dot_36)
        (objectType Vase_bar__minus_00_dot_51_bar__plus_00_dot_21_bar__plus_01_dot_04 VaseType)
        (inReceptacle Vase_bar__minus_00_dot_51_bar__plus_00_dot_21_bar__plus_01_dot_04 SideTable_bar__minus_00_dot_59_bar__plus_00_dot_01_bar__plus_01_dot_23)
        (objectAtLocation Vase_bar__minus_00_dot_51_bar__plus_00_dot_21_bar__plus_01_dot_04 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (pickupable Vase_bar__minus_00_dot_51_bar__plus_00_dot_21_bar__plus_01_dot_04)
        (objectType Box_bar__minus_01_dot_89_bar__plus_00_dot_23_bar__minus_01_dot_29 BoxType)
        (inReceptacle Box_bar__minus_01_dot_89_bar__plus_00_dot_23_bar__minus_01_dot_29 ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation Box_bar__minus_01_dot_89_bar__plus_00_dot_23_bar__minus_01_dot_29 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable Box_bar__minus_01_dot_89_bar__plus_00_dot_23_bar__minus_01_dot_29)
        (isReceptacleObject Box_bar__minus_01_dot_89_bar__plus_00_dot_23_bar__minus_01_dot_29)
        (objectType Box_bar__plus_00_dot_34_bar__plus_00_dot_05_bar__minus_01_dot_31 BoxType)
        (inReceptacle Box_bar__plus_00_dot_34_bar__plus_00_dot_05_bar__minus_01_dot_31 Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39)
        (objectAtLocation Box_bar__plus_00_dot_34_bar__plus_00_dot_05_bar__minus_01_dot_31 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (pickupable Box_bar__plus_00_dot_34_bar__plus_00_dot_05_bar__minus_01_dot_31)
        (isReceptacleObject Box_bar__plus_00_dot_34_bar__plus_00_dot_05_bar__minus_01_dot_31)
        (objectType KeyChain_bar__minus_02_dot_01_bar__plus_00_dot_21_bar__minus_01_dot_27 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_01_bar__plus_00_dot_21_bar__minus_01_dot_27 ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation KeyChain_bar__minus_02_dot_01_bar__plus_00_dot_21_bar__minus_01_dot_27 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_01_bar__plus_00_dot_21_bar__minus_01_dot_27)
        (objectType DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_26_bar__plus_00_dot_93 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_26_bar__plus_00_dot_93 SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12)
        (objectAtLocation DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_26_bar__plus_00_dot_93 loc_bar_4_bar_2_bar_0_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_26_bar__plus_00_dot_93)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType VaseType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType RemoteControlType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (atLocation agent1 loc_bar__minus_12_bar_3_bar_2_bar_30)
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
                         (objectType ?o PillowType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    